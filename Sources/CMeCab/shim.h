#ifndef EARSHOT_CMECAB_SHIM_H
#define EARSHOT_CMECAB_SHIM_H
#include <mecab.h>
#endif
