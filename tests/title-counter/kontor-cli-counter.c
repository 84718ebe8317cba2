/* kontor-cli with the tests' own title registered: proves the CLI needs no
 * change for a second title. */
#include "config.h"

#include "kontor-engine.h"
#include "kontor-cli.h"
#include "kontor-counter-title.h"

int
main (int argc, char **argv)
{
  kontor_i18n_init ();
  kontor_title_register (&kontor_counter_title);
  return kontor_cli_main (argc, argv);
}
