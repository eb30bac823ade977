// ps_1_2: texdp3tex, 1D lookup addressed by a dot product (toon-shading ramp)
ps_1_2
tex t0                       // normal map
texdp3tex t1, t0_bx2         // ramp indexed by N . L from the t1 coordinates
tex t2
mul r0, t1, t2
