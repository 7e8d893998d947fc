#include <espeak-ng/speak_lib.h>
int main(void) { return 0; }
