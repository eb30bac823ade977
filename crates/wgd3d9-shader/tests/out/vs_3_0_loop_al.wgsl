struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
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

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e58 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e76 = loop_count;
        if (_e76 <= 0i) {
            break;
        }
        loop_count = (_e76 - 1i);
        let _e79 = r5_;
        let _e83 = (i32(_e79.x) + 10i);
        let _e84 = u32(_e83);
        let _e89 = consts[(_e13 + min(_e84, 265u))];
        let _e96 = r4_;
        let _e100 = r1_;
        let _e102 = select(_e100, (select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e89), (_e84 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e83 == 4i)) + -(_e96)), vec4<bool>(true, true, true, false));
        let _e108 = r2_;
        let _e109 = select(_e108, vec4(dot(_e102.xyz, _e102.xyz)), vec4<bool>(true, false, false, false));
        let _e114 = select(_e109, vec4(inverseSqrt(abs(_e109.x))), vec4<bool>(false, true, false, false));
        let _e117 = select(_e102, (_e102 * _e114.yyyy), vec4<bool>(true, true, true, false));
        let _e118 = v1_;
        let _e125 = r3_;
        let _e126 = select(_e125, saturate(vec4(dot(_e118.xyz, _e117.xyz))), vec4<bool>(true, false, false, false));
        let _e130 = select(_e126, (_e126.xxxx * _e114.yyyy), vec4<bool>(true, false, false, false));
        let _e135 = (i32(_e79.x) + 20i);
        let _e136 = u32(_e135);
        let _e140 = consts[(_e13 + min(_e136, 265u))];
        let _e146 = r0_;
        let _e149 = loop_step;
        r1_ = _e117;
        r2_ = _e114;
        r3_ = _e130;
        r0_ = ((_e130.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e140), (_e136 < 256u)), vec4<f32>(0f, 1f, 0f, 0f), (_e135 == 4i))) + _e146);
        r5_ = select(_e79, vec4((_e79.x + f32(_e149))), vec4<bool>(true, false, false, false));
    }
    let _e155 = r0_;
    let _e157 = o0_;
    let _e160 = consts[(_e13 + 256u)];
    let _e165 = consts[(_e13 + 257u)];
    return Output(select(_e157, ((_e157 * bitcast<vec4<f32>>(_e165)) + (bitcast<vec4<f32>>(_e160) * _e157.wwww)), vec4<bool>(true, true, true, false)), saturate(_e155), (_e9 >> 12u));
}
