// vs_3_0: loop aL, i# with aL-relative constant reads c[aL + n] accumulating point lights
vs_3_0
dcl_position v0
dcl_normal v1
dcl_position o0
dcl_color o1
defi i0, 4, 0, 1, 0
def c4, 0.0, 1.0, 0.0, 0.0
m4x4 o0, v0, c0
mov r0, c4.x
mov r5, v0
loop aL, i0
    add r1.xyz, c[aL + 10], -r5   // light position - vertex
    dp3 r2.x, r1, r1
    rsq r2.y, r2.x
    mul r1.xyz, r1, r2.y
    dp3_sat r3.x, v1, r1
    mul r3.x, r3.x, r2.y          // 1/d falloff
    mad r0, r3.x, c[aL + 20], r0
endloop
mov_sat o1, r0
