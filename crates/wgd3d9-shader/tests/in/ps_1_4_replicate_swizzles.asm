// ps_1_4: replicate source selectors .r .g .b .a
ps_1_4
texld r0, t0
texld r1, t1
mul r2, r0.r, r1
mad r2, r0.g, r1.b, r2
add r3, r1.a, r0.b
mul r0, r2, r3
