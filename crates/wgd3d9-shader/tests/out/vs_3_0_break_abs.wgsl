struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e21 = consts[(_e13 + 0u)];
    let _e29 = consts[(_e13 + 1u)];
    let _e38 = consts[(_e13 + 2u)];
    let _e47 = consts[(_e13 + 3u)];
    let _e57 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e57.x, 0i, 255i);
    loop_step = _e57.z;
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e21))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e29))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e38))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e47))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 3f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e57.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e74 = loop_count;
        if (_e74 <= 0i) {
            break;
        }
        loop_count = (_e74 - 1i);
        let _e77 = r1_;
        let _e78 = r3_;
        let _e82 = (i32(_e78.x) + 10i);
        let _e83 = u32(_e82);
        let _e88 = consts[(_e13 + min(_e83, 265u))];
        let _e98 = abs((_e77 + -(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e88), (_e83 < 256u)), vec4<f32>(0f, 1f, 3f, 0f), (_e82 == 4i)))));
        let _e99 = r0_;
        let _e100 = (_e99 + _e98);
        r2_ = _e98;
        r0_ = _e100;
        if (_e100.xxxx.x > vec4<f32>(0f, 1f, 3f, 0f).zzzz.x) {
            break;
        }
        let _e107 = loop_step;
        let _e109 = r3_;
        r3_ = select(_e109, vec4((_e109.x + f32(_e107))), vec4<bool>(true, false, false, false));
    }
    let _e114 = r0_;
    let _e115 = o0_;
    let _e118 = consts[(_e13 + 256u)];
    let _e123 = consts[(_e13 + 257u)];
    return Output(select(_e115, ((_e115 * bitcast<vec4<f32>>(_e123)) + (bitcast<vec4<f32>>(_e118) * _e115.wwww)), vec4<bool>(true, true, true, false)), _e114, (_e9 >> 12u));
}
