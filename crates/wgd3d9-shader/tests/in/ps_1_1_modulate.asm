// ps_1_1: texture modulated by the diffuse colour v0, alpha from the texture
ps_1_1
tex t0
mul r0.rgb, t0, v0
+mov r0.a, t0
