struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)), vec4<f32>(0.5f, 1f, 0f, 0f).zzzz, vec4<bool>(false, false, true, true));
    loop {
        let _e20 = rep_count;
        if (_e20 <= 0i) {
            break;
        }
        rep_count = (_e20 - 1i);
        let _e24 = r0_;
        let _e29 = select((_e24 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e30 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        let _e36 = (select((_e29 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e24);
        let _e37 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        r1_ = _e29;
        r0_ = select((_e36 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e44 = r0_;
    return Output(_e44);
}
