#include "CPixelRows.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define CALENDS_HAS_SSSE3_PATH 1
#endif

void calends_rgb_from_opaque_argb_scalar(const uint32_t *source, size_t width, uint8_t *out) {
  // 0xAARRGGBB shifted to 0xRRGGBB00 and stored big-endian: R, G, B, then a byte the next
  // pixel overwrites (the scratch byte after the last).
  for (size_t x = 0; x < width; x++) {
    uint32_t pixel = source[x] << 8;
    uint8_t bytes[4] = {(uint8_t)(pixel >> 24), (uint8_t)(pixel >> 16), (uint8_t)(pixel >> 8), 0};
    memcpy(out + 3 * x, bytes, 4);
  }
}

#ifdef CALENDS_HAS_SSSE3_PATH
__attribute__((target("ssse3"))) static void rgb_ssse3(
    const uint32_t *source, size_t width, uint8_t *out) {
  // Little-endian ARGB32 is B, G, R, A in memory: each pixel's R, G, B reversed, alphas
  // dropped; the four bytes past the twelve are zero and overwritten by the next store.
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  size_t x = 0;
  // A store reaches 16 bytes from 3x: it stays within the row while x + 6 <= width. Sixteen
  // pixels a turn first: the loop's own count and compare were a third of its instructions.
  for (; x + 18 <= width; x += 16) {
    __m128i p0 = _mm_loadu_si128((const __m128i *)(source + x));
    __m128i p1 = _mm_loadu_si128((const __m128i *)(source + x + 4));
    __m128i p2 = _mm_loadu_si128((const __m128i *)(source + x + 8));
    __m128i p3 = _mm_loadu_si128((const __m128i *)(source + x + 12));
    _mm_storeu_si128((__m128i *)(out + 3 * x), _mm_shuffle_epi8(p0, order));
    _mm_storeu_si128((__m128i *)(out + 3 * x + 12), _mm_shuffle_epi8(p1, order));
    _mm_storeu_si128((__m128i *)(out + 3 * x + 24), _mm_shuffle_epi8(p2, order));
    _mm_storeu_si128((__m128i *)(out + 3 * x + 36), _mm_shuffle_epi8(p3, order));
  }
  for (; x + 6 <= width; x += 4) {
    __m128i pixels = _mm_loadu_si128((const __m128i *)(source + x));
    _mm_storeu_si128((__m128i *)(out + 3 * x), _mm_shuffle_epi8(pixels, order));
  }
  calends_rgb_from_opaque_argb_scalar(source + x, width - x, out + 3 * x);
}

static int ssse3_state = -1;

int calends_rgb_conversion_is_vectorised(void) {
  int state = __atomic_load_n(&ssse3_state, __ATOMIC_RELAXED);
  if (state < 0) {
    __builtin_cpu_init();
    state = __builtin_cpu_supports("ssse3") ? 1 : 0;
    __atomic_store_n(&ssse3_state, state, __ATOMIC_RELAXED);
  }
  return state;
}

void calends_rgb_from_opaque_argb(const uint32_t *source, size_t width, uint8_t *out) {
  if (calends_rgb_conversion_is_vectorised()) {
    rgb_ssse3(source, width, out);
  } else {
    calends_rgb_from_opaque_argb_scalar(source, width, out);
  }
}
#else
int calends_rgb_conversion_is_vectorised(void) { return 0; }

void calends_rgb_from_opaque_argb(const uint32_t *source, size_t width, uint8_t *out) {
  calends_rgb_from_opaque_argb_scalar(source, width, out);
}
#endif
