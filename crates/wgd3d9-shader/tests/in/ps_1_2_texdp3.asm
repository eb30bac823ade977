// ps_1_2: texdp3, dot product of texture coordinates with a fetched vector, read as a colour
ps_1_2
tex t0
texdp3 t1, t0_bx2
mul r0, t1, v0
