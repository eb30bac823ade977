// ps_1_4: _dz projective divide on phase-2 texld from registers filled by texcrd (.xyz and .xyw)
ps_1_4
texcrd r1.rgb, t1
texcrd r2.rgb, t2.xyw
phase
texld r3, r1_dz
texld r4, r2_dz
mul r0, r3, r4
