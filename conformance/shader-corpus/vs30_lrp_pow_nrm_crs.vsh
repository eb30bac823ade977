vs_3_0
dcl_position v0
dcl_normal v4
dcl_tangent v8
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
nrm r0.xyz, v4
crs r1.xyz, r0, v8
mov r1.w, c0.w
pow r2.x, v3.x, c1.z
lrp r3, r2.x, r0, r1
mov o1, r3
mov o2, r1
