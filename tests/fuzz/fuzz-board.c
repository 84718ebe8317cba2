/* libFuzzer target: the board-data loader. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "kontor-engine.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (KontorBoard) board = NULL;

  if (size > 1 << 20)
    return 0;
  board = kontor_board_new_from_data ((const char *) data, size, "fuzz.json", &error);
  if (board == NULL && error == NULL)
    __builtin_trap ();
  if (board)
    for (int a = 0; a < board->n_routes; a++)
      for (int b = 0; b < board->n_routes; b++)
        if (board->route_dist[a][b] != board->route_dist[b][a])
          __builtin_trap ();
  return 0;
}
