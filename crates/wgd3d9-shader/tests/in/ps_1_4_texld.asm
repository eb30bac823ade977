// ps_1_4: texld r#, t# without a phase marker (the whole shader runs as phase 2), and nop
ps_1_4
texld r0, t0
texld r1, t1
mul r0, r0, r1
nop
mul r0, r0, v0
