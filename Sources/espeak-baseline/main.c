// The speech benchmark's baseline: synthesises texts by calling libespeak-ng directly, with
// the settings Earshot's bridge uses, and prints what it measured as one line of JSON: the sum
// over the texts of each text's fastest synthesis time, and the median time to the first sample.
//
// usage: espeak-baseline VOICE ROUNDS FILE   (FILE holds one text per line)

#include <espeak-ng/speak_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static short *samples;
static size_t sample_count, sample_capacity;
static double first_sample_at;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int on_synth(short *wav, int count, espeak_EVENT *events) {
    (void)events;
    if (wav == NULL || count <= 0) return 0;
    if (first_sample_at == 0) first_sample_at = now();
    if (sample_count + count > sample_capacity) {
        sample_capacity = (sample_count + count) * 2;
        samples = realloc(samples, sample_capacity * sizeof(short));
        if (samples == NULL) exit(3);
    }
    memcpy(samples + sample_count, wav, count * sizeof(short));
    sample_count += count;
    return 0;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: espeak-baseline VOICE ROUNDS FILE\n");
        return 2;
    }
    int rounds = atoi(argv[2]);
    FILE *file = fopen(argv[3], "r");
    if (file == NULL || rounds <= 0) {
        fprintf(stderr, "espeak-baseline: cannot read %s\n", argv[3]);
        return 2;
    }
    char *texts[256];
    int text_count = 0;
    char line[65536];
    while (text_count < 256 && fgets(line, sizeof line, file)) {
        line[strcspn(line, "\n")] = 0;
        if (line[0]) texts[text_count++] = strdup(line);
    }
    fclose(file);

    if (espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 20, NULL, espeakINITIALIZE_DONT_EXIT) <= 0) {
        fprintf(stderr, "espeak-baseline: espeak-ng did not start\n");
        return 1;
    }
    espeak_SetSynthCallback(on_synth);
    if (espeak_SetVoiceByName(argv[1]) != EE_OK) {
        fprintf(stderr, "espeak-baseline: no voice %s\n", argv[1]);
        return 1;
    }

    // Each text's fastest time over the rounds, summed: interference only adds time, so the
    // fastest round is the steadiest figure on a busy or virtual machine.
    double *first = calloc((size_t)rounds * text_count, sizeof(double));
    double *times = calloc((size_t)rounds, sizeof(double));
    size_t firsts = 0;
    double total = 0;
    for (int i = 0; i < text_count; i++) {
        for (int round = 0; round < rounds; round++) {
            sample_count = 0;
            first_sample_at = 0;
            double start = now();
            espeak_Synth(texts[i], strlen(texts[i]) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL);
            times[round] = now() - start;
            if (first_sample_at > 0) first[firsts++] = (first_sample_at - start) * 1000;
        }
        qsort(times, rounds, sizeof(double), compare);
        total += times[0];
    }
    qsort(first, firsts, sizeof(double), compare);
    printf("{\"seconds\": %.6f, \"firstSampleMilliseconds\": %.4f, \"samples\": %zu}\n", total,
           firsts ? first[firsts / 2] : -1.0, sample_count);
    return 0;
}
