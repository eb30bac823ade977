vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
mov r0, v1
if_gt v3.x, c0.x
if_lt v3.y, c0.y
add r0, r0, c1
else
add r0, r0, c2
endif
endif
mov o1, r0
mov o2, v3
