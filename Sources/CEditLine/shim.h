#ifndef EARSHOT_CEDITLINE_SHIM_H
#define EARSHOT_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#endif
