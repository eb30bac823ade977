// ps_1_4: per-pixel reflection R = 2N(N.E) - E computed in phase 1, cube-map lookup in phase 2
ps_1_4
texld r0, t0                 // normal map
texcrd r1.rgb, t1            // eye vector
dp3_x2 r3.rgb, r0_bx2, r1    // 2 (N . E)
mul r3.rgb, r0_bx2, r3       // 2 N (N . E)
sub r2.rgb, r3, r1           // reflection vector
phase
texld r2, r2                 // cube map, stage 2
texld r3, t3                 // gloss/base, stage 3
mul r0.rgb, r2, r3
+mov r0.a, r3
