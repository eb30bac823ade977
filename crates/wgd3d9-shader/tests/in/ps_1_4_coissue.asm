// ps_1_4: co-issued colour/alpha pairs, including dp3 in the colour pipe
ps_1_4
texld r0, t0
texld r1, t1
dp3_sat r2.rgb, r0_bx2, v0_bx2
+mov r2.a, r1
mul r0.rgb, r1, r2
+mul r0.a, r2, v1
