/* kontor-cli.h: the command-line tool, callable from a test program that
 * registers more titles first. */
#pragma once

int kontor_cli_main (int argc, char **argv);
