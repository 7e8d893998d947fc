#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (from -sanitize=fuzzer): parses libFuzzer's options from argv and fuzzes
/// `callback`, for a program with its own main.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
