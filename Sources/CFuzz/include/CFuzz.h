#ifndef CFUZZ_H
#define CFUZZ_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the runtime that `-sanitize=fuzzer` links). Declared only: nothing
/// calls it unless ask-fuzz is built for fuzzing (scripts/fuzz.sh).
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
