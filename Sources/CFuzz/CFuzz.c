// The declarations of CFuzz.h belong to libFuzzer; this file only gives the target a source.
