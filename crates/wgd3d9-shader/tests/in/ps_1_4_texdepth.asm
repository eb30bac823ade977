// ps_1_4: texdepth r5 in phase 2 using r5.r / r5.g computed in phase 1
ps_1_4
texld r0, t0
texcrd r1.rgb, t1
add r5.rg, r0, r1
phase
texdepth r5
texld r2, t2
mul r0, r2, v0
