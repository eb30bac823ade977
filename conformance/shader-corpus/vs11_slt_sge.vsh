vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
slt r0, v3, c0
sge r1, v3, c0
mul r1, r1, c1
add oD0, r0, r1
mov oT0, r1
