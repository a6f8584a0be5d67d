/* analyze_commands.h: minivm-trace's analysis commands (argv as given to main; argv[1] is the
 * command). Exit status: 0 fine, 1 a corrupted trace or a failed check, 2 a usage or I/O error. */
#ifndef MINIVM_ANALYZE_COMMANDS_H
#define MINIVM_ANALYZE_COMMANDS_H

int an_cmd_summary(int argc, char **argv);
int an_cmd_heap(int argc, char **argv);
int an_cmd_diff(int argc, char **argv);
int an_cmd_leaks(int argc, char **argv);
int an_cmd_timeline(int argc, char **argv);
int an_cmd_report(int argc, char **argv);
int an_cmd_dominators(int argc, char **argv);   /* analyze_reach.c */
int an_cmd_retained(int argc, char **argv);
int an_cmd_path(int argc, char **argv);
int an_cmd_hprof(int argc, char **argv);        /* analyze_hprof.c */

#endif
