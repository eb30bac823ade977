struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var o: array<vec4<f32>, 5> = array<vec4<f32>, 5>();
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e27 = o[0];
    o[0] = select(_e27, vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false));
    let _e32 = consts[(_e13 + 1u)];
    let _e37 = o[0];
    o[0] = select(_e37, vec4(dot(in0_, bitcast<vec4<f32>>(_e32))), vec4<bool>(false, true, false, false));
    let _e43 = consts[(_e13 + 2u)];
    let _e48 = o[0];
    o[0] = select(_e48, vec4(dot(in0_, bitcast<vec4<f32>>(_e43))), vec4<bool>(false, false, true, false));
    let _e54 = consts[(_e13 + 3u)];
    let _e59 = o[0];
    o[0] = select(_e59, vec4(dot(in0_, bitcast<vec4<f32>>(_e54))), vec4<bool>(false, false, false, true));
    let _e65 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e65.x, 0i, 255i);
    loop_step = _e65.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in1_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e65.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e80 = loop_count;
        if (_e80 <= 0i) {
            break;
        }
        loop_count = (_e80 - 1i);
        let _e83 = r0_;
        let _e87 = consts[(_e13 + 4u)];
        let _e90 = r1_;
        let _e95 = u32((i32(_e90.x) + 10i));
        let _e100 = consts[(_e13 + min(_e95, 265u))];
        let _e105 = ((_e83 * bitcast<vec4<f32>>(_e87)) + select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e100), (_e95 < 256u)));
        o[(i32(_e90.x) + 0i)] = _e105;
        let _e110 = loop_step;
        r0_ = _e105;
        r1_ = select(_e90, vec4((_e90.x + f32(_e110))), vec4<bool>(true, false, false, false));
    }
    let _e117 = o[0];
    let _e120 = consts[(_e13 + 256u)];
    let _e125 = consts[(_e13 + 257u)];
    let _e132 = o[0];
    o[0] = select(_e132, ((_e117 * bitcast<vec4<f32>>(_e125)) + (bitcast<vec4<f32>>(_e120) * _e117.wwww)), vec4<bool>(true, true, true, false));
    let _e136 = o[0];
    let _e138 = o[1];
    let _e140 = o[2];
    let _e142 = o[3];
    let _e144 = o[4];
    return Output(_e136, _e138, _e140, _e142, _e144, (_e9 >> 12u));
}
