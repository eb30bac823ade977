// ps_1_4: projective texld from t#_dw.xyw (x and y divided by w) in phase 1 and phase 2, mixed with plain .xyw reads of the same t#
ps_1_4
def c0, 0.05, 0.05, 0.0, 0.0
texld r0, t0_dw.xyw          // stage 0 at t0.xy / t0.w
texcrd r1.rgb, t1.xyw        // t1 read plainly with .xyw ...
texld r2, t1_dw.xyw          // ... and projected: stage 2 (a du/dv map) at t1.xy / t1.w
mad r1.rgb, r2_bx2, c0, r1   // perturbed coordinates
phase
texld r1, r1                 // stage 1 at the perturbed coordinates (dependent read)
texld r3, t3_dw.xyw          // a phase-2 texld from t3, projected
mul r0.rgb, r0, r1           // phase-1 colour (rgb survives the phase marker)
mul r0.rgb, r0, r3
mov r0.a, r3.a               // alpha does not survive the phase marker: written in phase 2
