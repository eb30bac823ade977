struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e46 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e46.x, 0i, 255i);
    loop_step = _e46.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e46.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e64 = loop_count;
        if (_e64 <= 0i) {
            break;
        }
        loop_count = (_e64 - 1i);
        let _e67 = r5_;
        let _e71 = (i32(_e67.x) + 10i);
        let _e77 = consts[(_e4 + min(u32(_e71), 265u))];
        let _e80 = r4_;
        let _e84 = r1_;
        let _e86 = select(_e84, (select(_e77, vec4<f32>(0f, 1f, 0f, 0f), (_e71 == 4i)) + -(_e80)), vec4<bool>(true, true, true, false));
        let _e92 = r2_;
        let _e93 = select(_e92, vec4(dot(_e86.xyz, _e86.xyz)), vec4<bool>(true, false, false, false));
        let _e98 = select(_e93, vec4(inverseSqrt(abs(_e93.x))), vec4<bool>(false, true, false, false));
        let _e101 = select(_e86, (_e86 * _e98.yyyy), vec4<bool>(true, true, true, false));
        let _e102 = v1_;
        let _e109 = r3_;
        let _e110 = select(_e109, saturate(vec4(dot(_e102.xyz, _e101.xyz))), vec4<bool>(true, false, false, false));
        let _e114 = select(_e110, (_e110.xxxx * _e98.yyyy), vec4<bool>(true, false, false, false));
        let _e119 = (i32(_e67.x) + 20i);
        let _e124 = consts[(_e4 + min(u32(_e119), 265u))];
        let _e127 = r0_;
        let _e130 = loop_step;
        r1_ = _e101;
        r2_ = _e98;
        r3_ = _e114;
        r0_ = ((_e114.xxxx * select(_e124, vec4<f32>(0f, 1f, 0f, 0f), (_e119 == 4i))) + _e127);
        r5_ = select(_e67, vec4((_e67.x + f32(_e130))), vec4<bool>(true, false, false, false));
    }
    let _e136 = r0_;
    let _e138 = o0_;
    let _e142 = consts[(_e4 + 256u)];
    let _e146 = consts[(_e4 + 257u)];
    return Output(select(_e138, ((_e138 * _e146) + (_e142 * _e138.wwww)), vec4<bool>(true, true, true, false)), saturate(_e136));
}
