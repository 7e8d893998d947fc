#ifndef EARSHOT_CLIBXML2_SHIM_H
#define EARSHOT_CLIBXML2_SHIM_H
// libxml2's headers include the system's ICU when libxml2 was built with it, and those clash
// with the ICU Foundation carries. Nothing here uses libxml2's ICU converters (they are only
// pointed to), so the headers are read without them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
