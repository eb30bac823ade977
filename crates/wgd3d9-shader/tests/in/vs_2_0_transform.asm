// vs_2_0: world-view-projection transform with normal and texcoord pass-through
vs_2_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
m4x4 oPos, v0, c0
mov oT0.xy, v2
mov oT1.xyz, v1
