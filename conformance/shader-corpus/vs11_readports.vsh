vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mad r0, v1, c0, v3
add r1, c1, c2
mul r2, v1, v3
add oD0, r0, r1
mov oT0, r2
