#ifndef EARSHOT_CALSA_SHIM_H
#define EARSHOT_CALSA_SHIM_H
#include <alsa/asoundlib.h>

// libasound prints its configuration errors to standard error; Earshot reports a missing
// device in one line of its own instead. (The handler is variadic, so it is defined in C.)
static void earshot_alsa_ignore_error(const char *file, int line, const char *function, int err,
                                      const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

static inline void earshot_alsa_silence_errors(void) {
    snd_lib_error_set_handler(earshot_alsa_ignore_error);
}
#endif
