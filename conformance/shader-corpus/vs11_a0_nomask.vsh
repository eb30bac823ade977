vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mul r0, v3, c1.w
mov a0, r0
mov oD0, c[a0.x + 8]
mov oT0, c[a0.x + 2]
