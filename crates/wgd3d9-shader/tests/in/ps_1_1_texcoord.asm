// ps_1_1: texcoord makes clamped texture coordinates readable as a colour
ps_1_1
texcoord t0
texcoord t1
mul r0.rgb, t0, t1
+mov r0.a, v0
