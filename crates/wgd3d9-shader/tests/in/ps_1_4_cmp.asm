// ps_1_4: cmp on a biased texture value (>= 0 selects src1)
ps_1_4
texld r0, t0
texld r1, t1
texld r2, t2
add r3, r2, -r0
cmp r0, r3, r1, r0
