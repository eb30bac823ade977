// ps_1_4: texcrd with .xyz and .xyw source selectors; texcrd leaves alpha undefined so it is written separately
ps_1_4
texcrd r0.rgb, t0
texcrd r1.rgb, t1.xyw
mul r0.rgb, r0, r1
mov r0.a, c0
