#ifndef EARSHOT_CEDITLINE_SHIM_H
#define EARSHOT_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#include <wchar.h>

/* How many terminal cells a character takes, from the C library's width table, as the line
   editor measures it too. glibc declares it only for X/Open builds. */
int wcwidth(wchar_t character);
#endif
