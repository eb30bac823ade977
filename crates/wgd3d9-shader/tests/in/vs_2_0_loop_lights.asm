// vs_2_0: loop aL, i0 over directional lights with aL-relative constants c[aL + n]
vs_2_0
dcl_position v0
dcl_normal v1
defi i0, 4, 0, 1, 0          // four lights, aL = 0, 1, 2, 3
def c4, 0.0, 1.0, 0.0, 0.0
m4x4 oPos, v0, c0
m3x3 r0.xyz, v1, c5
mov r1, c8                   // ambient
loop aL, i0
    dp3 r2.x, r0, c[aL + 10]  // N . L for light aL
    max r2.x, r2.x, c4.x
    mad r1, r2.x, c[aL + 20], r1
endloop
min oD0, r1, c4.y
