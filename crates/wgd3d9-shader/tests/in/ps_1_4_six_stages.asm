// ps_1_4: all six texture stages, texld r0..r5 from t0..t5
ps_1_4
texld r0, t0
texld r1, t1
texld r2, t2
texld r3, t3
texld r4, t4
texld r5, t5
mul r0, r0, r1
mad r0, r2, r3, r0
mad r0, r4, r5, r0
mul r0, r0, v0
