// ps_1_4: the ps_1_4 register files, r0..r5, c0..c7, t0..t5 and v0..v1
ps_1_4
def c7, 1.0, 0.5, 0.25, 0.125
texld r4, t4
texld r5, t5
texcrd r3.rgb, t3
mul r2, r4, c6
mad r1, r5, c7, r2
add r1.rgb, r1, r3
mad r0, r1, v1, v0
