vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
dcl_2d s1
def c70, 0, 0, 0, 0
mov o0, v0
mov r0.xy, v3
mov r0.zw, c70
texldl r1, r0, s1
mov o1, r1
mov o2, r1.wzyx
