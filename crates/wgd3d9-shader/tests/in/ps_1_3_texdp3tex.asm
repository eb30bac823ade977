// ps_1_3: texdp3tex ramp lookup and texdp3 on the next stage from the same normal
ps_1_3
tex t0
texdp3tex t1, t0_bx2
texdp3 t2, t0_bx2
mul r0, t1, t2
