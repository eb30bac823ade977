vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0.x, c0.x
mul r0.x, v3.x, c1.w
mov a0.x, r0.x
mov oD0, c[a0.x + 4]
mov oT0, c[a0.x]
