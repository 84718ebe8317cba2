/* kontor-cli's entry point. */
#include "config.h"

#include "kontor-engine.h"
#include "kontor-cli.h"

int
main (int argc, char **argv)
{
  kontor_i18n_init ();
  return kontor_cli_main (argc, argv);
}
