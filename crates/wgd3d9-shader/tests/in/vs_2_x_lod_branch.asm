// vs_2_x: distance-based detail switch with if_gt/else, the far branch skipping the lighting work
vs_2_x
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
def c4, 50.0, 0.0, 1.0, 16.0
m4x4 r0, v0, c0
mov oPos, r0
if_gt r0.w, c4.x
    mov oD0, c5              // far: flat ambient
else
    add r1, c6, -v0
    nrm r2.xyz, r1
    dp3 r3.x, v1, r2
    max r3.x, r3.x, c4.y
    add r4, c7, -v0
    nrm r5.xyz, r4
    add r5.xyz, r5, r2
    nrm r6.xyz, r5
    dp3 r3.y, v1, r6
    max r3.y, r3.y, c4.y
    pow r3.z, r3.y, c4.w
    mul r7, r3.x, c8
    mad oD0, r3.z, c9, r7
endif
mov oT0.xy, v2
