vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
sub r0, v3, c0
add r1, r0_abs, -c1_abs
mul r2, -r0_abs, c2
mov o1, r1
mov o2, r2
