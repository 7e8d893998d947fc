// The declaration of libFuzzer's driver is all this module holds (see include/).
#include "CFuzzerDriver.h"
