/* capture.h - deterministic frame capture for D3D9 programs (one shared helper).
 *
 * Call capture_before_present(device) right before every IDirect3DDevice9::Present.
 * Environment (all optional; with none set the helper does nothing):
 *   CAPTURE_FRAME=N     at the N-th Present (counting from 1), read back the back buffer,
 *                       write it as a 24-bit BMP to CAPTURE_FILE (default capture.bmp), exit(0).
 *   CAPTURE_SECONDS=S   timed run: count Presents for S seconds of wall time from the first
 *                       one, print "capture: fps ..." and exit(0).
 * While either is set, capture_fixed_ms() returns the simulated time of the current frame
 * (frame index * 1000/60 ms) so a program can run on a fixed 60 Hz step; otherwise -1.
 * Results are printed to stderr and appended to CAPTURE_LOG if set.
 */
#ifndef CAPTURE_H
#define CAPTURE_H
#ifdef __cplusplus
extern "C" {
#endif
struct IDirect3DDevice9;
void capture_before_present(struct IDirect3DDevice9 *device);
long long capture_fixed_ms(void);
unsigned capture_frames(void);
#ifdef __cplusplus
}
#endif
#endif
