vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
dp3 r0, v1, c0
dp4 r0.y, v3, c1
dp3 r0.z, v3.xyzz, c2
dp4 r0.w, v1.wzyx, c3
mov oD0, r0
mov oT0, r0.x
